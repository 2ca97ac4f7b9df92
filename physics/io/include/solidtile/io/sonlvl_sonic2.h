// Kept for one release (0.3.x) so code written against the old path builds;
// it will be removed: include "solidtile/io/sonlvl_sonic2_s3k.h" instead.
#pragma once

#include "solidtile/io/sonlvl_sonic2_s3k.h"
