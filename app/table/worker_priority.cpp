#include "worker_priority.hpp"

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace kr::app {

void yieldToTheGui() {
  // On Linux a thread has its own nice value (raising it is always allowed).
#ifdef __linux__
  constexpr int kNice = 10;
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kNice);
#endif
}

}  // namespace kr::app
