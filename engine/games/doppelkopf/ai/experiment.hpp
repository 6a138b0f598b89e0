#pragma once
// TEMPORARY: switches between heuristic variants for A/B duels. Removed
// before the work is handed in.
namespace kr::dk::ai {
inline thread_local int gVariant = 0;
}
