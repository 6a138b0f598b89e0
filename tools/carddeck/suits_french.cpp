#include "suits.hpp"

namespace carddeck {
namespace {

Path heart() {
  return symmetricOutline({0, -0.56}, {{Pt{0.08, -0.82}, Pt{0.28, -0.96}, Pt{0.52, -0.96}},
                                       {Pt{0.8, -0.96}, Pt{1, -0.74}, Pt{1, -0.36}},
                                       {Pt{1, 0.2}, Pt{0.42, 0.58}, Pt{0, 0.98}}});
}

Path spade() {
  return symmetricOutline({0, -1}, {{Pt{0.16, -0.72}, Pt{0.98, -0.36}, Pt{0.98, 0.16}},
                                    {Pt{0.98, 0.5}, Pt{0.76, 0.66}, Pt{0.52, 0.66}},
                                    {Pt{0.32, 0.66}, Pt{0.17, 0.57}, Pt{0.09, 0.44}},
                                    {Pt{0.11, 0.7}, Pt{0.2, 0.9}, Pt{0.4, 1}},
                                    {Pt{0.26, 1}, Pt{0.13, 1}, Pt{0, 1}}});
}

Path diamond() {
  return symmetricOutline({0, -1}, {{Pt{0.22, -0.63}, Pt{0.48, -0.3}, Pt{0.76, 0}},
                                    {Pt{0.48, 0.3}, Pt{0.22, 0.63}, Pt{0, 1}}});
}

Path club() {
  // Three leaves and a flared stem; all subpaths run clockwise, so the
  // nonzero fill rule unites them.
  Path p;
  p.append(Path::circle({0, -0.53}, 0.43));
  p.append(Path::circle({-0.52, 0.12}, 0.43));
  p.append(Path::circle({0.52, 0.12}, 0.43));
  p.append(Path::circle({0, 0.02}, 0.26));
  p.append(symmetricOutline({0, 0.0}, {{Pt{0.05, 0.45}, Pt{0.16, 0.82}, Pt{0.42, 1}},
                                       {Pt{0.28, 1}, Pt{0.14, 1}, Pt{0, 1}}}));
  return p;
}

}  // namespace

Drawing frenchSymbol(int suit, const std::string& ink) {
  switch (suit) {
    case 0: return {Shape{club(), fillOnly(ink)}};
    case 1: return {Shape{spade(), fillOnly(ink)}};
    case 2: return {Shape{heart(), fillOnly(ink)}};
    default: return {Shape{diamond(), fillOnly(ink)}};
  }
}

}  // namespace carddeck
