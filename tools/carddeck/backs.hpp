#pragma once
// Card backs: geometric patterns shared by all decks.
#include <string>
#include <vector>

#include "drawing.hpp"

namespace carddeck {

struct CardBack {
  std::string name;   // file name under backs/, e.g. "blue"
  std::string title;  // for the SVG title
  Drawing art;
};

std::vector<CardBack> cardBacks();

}  // namespace carddeck
