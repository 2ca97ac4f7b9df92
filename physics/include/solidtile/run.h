// Kept for one release (0.3.x) so code written against the old path builds;
// it will be removed: include "solidtile/sonic/run.h" instead.
#pragma once

#include "solidtile/sonic/run.h"
