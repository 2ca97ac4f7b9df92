#include "stomper_objects.h"

#include "solidtile/level/stomper.h"

namespace solidtile::io {

// Obj31's block: obActWid by CStom_Var2 ("lsr.w #3,d0; andi.b #$E,d0") and
// d2 $C about (obX, obY) at the top of its cycle (objoff_32 0). Subtype bit
// 7 (CStom_SwchNums: type 0 with a switch) and type 0 follow f_switch, which
// is not modelled; types past 6 and sizes past 2 read past their tables.
SonlvlObjectDecode sonic1Stomper(const SonlvlObjectEntry& e) {
  const auto subtype = static_cast<std::uint8_t>(e.subtype);
  if ((subtype & 0x80) != 0 || stomperType(subtype) == 0)
    return {std::nullopt, "a stomper of type 0 (CStom_Type00: it rises and falls by a switch, f_switch): not modelled"};
  if (!stomperSubtypeModelled(subtype))
    return {std::nullopt, "a stomper whose subtype reads past CStom_TypeIndex or CStom_Var2"};
  SolidObject o;
  o.kind = ObjectKind::Stomper;
  o.stomper = subtype;
  const std::int32_t half = stomperHalfWidth(subtype);
  o.w = 2 * half;
  o.h = StomperRule::kHeight;
  o.path = {{e.x - half, e.y - StomperRule::kHalfHeight}};
  return {std::move(o), {}};
}

}  // namespace solidtile::io
