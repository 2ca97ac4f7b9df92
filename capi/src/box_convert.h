// Between the box controller's C++ structs and the C API's plain ones.
#pragma once

#include <cstddef>
#include <string>

#include "solidtile/box/box.h"
#include "solidtile/solidtile.h"

namespace solidtile::capi {

stBoxConfig toC(const BoxConfig& c);
// Empty when the config is one the step accepts, else what is wrong, naming
// the C field ("walkSpeed is 5000, outside 0..4096").
std::string checkBoxConfig(const stBoxConfig& c);
BoxConfig fromC(const stBoxConfig& c);  // only after checkBoxConfig said ""

stBoxState toC(const BoxState& s);
// Empty when every field is in range for a level of objectCount objects, else what is wrong.
std::string checkBoxState(const stBoxState& s, std::size_t objectCount);
BoxState fromC(const stBoxState& s);  // only after checkBoxState said ""

void toC(const BoxRecord& r, stBoxRecord& out);

}  // namespace solidtile::capi
