#pragma once
// The application's default font. Plain QML Text items do not inherit the
// window's font, so the family is set for the whole application.
namespace kr::app {

// Noto Sans CJK JP: one design for Latin, umlauts and Japanese (with the
// Japanese forms of shared Han characters).
void applyApplicationFont();

}  // namespace kr::app
