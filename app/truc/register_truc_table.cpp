#include "register_truc_table.hpp"

#include <memory>

#include "truc_table_adapter.hpp"

namespace kr::app {

void registerTrucTable() {
  registerTableAdapter(QStringLiteral("truc"), [] { return std::make_unique<TrucTableAdapter>(); });
}

}  // namespace kr::app
