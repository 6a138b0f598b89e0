#include "register_doppelkopf_table.hpp"

#include <memory>

#include "doppelkopf_table_adapter.hpp"

namespace kr::app {

void registerDoppelkopfTable() {
  registerTableAdapter(QStringLiteral("doppelkopf"), [] { return std::make_unique<DoppelkopfTableAdapter>(); });
}

}  // namespace kr::app
