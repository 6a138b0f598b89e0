#pragma once
// Logging category of the card images ("kr.cards").
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcCards)
