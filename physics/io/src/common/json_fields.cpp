#include "common/json_fields.h"

#include <algorithm>
#include <limits>

namespace solidtile::io {

std::string describeValue(const Json& v) {
  switch (v.type()) {
    case Json::value_t::null: return "null";
    case Json::value_t::boolean: return v.get<bool>() ? "true" : "false";
    case Json::value_t::string: {
      std::string s = v.get_ref<const std::string&>();
      if (s.size() > 40) s = s.substr(0, 37) + "...";
      return Json(s).dump(-1, ' ', false, Json::error_handler_t::replace);
    }
    case Json::value_t::array: return "an array of " + std::to_string(v.size());
    case Json::value_t::object: return "an object";
    case Json::value_t::binary: return "binary data";
    case Json::value_t::discarded: return "nothing";
    default: return v.dump();
  }
}

std::string counted(std::size_t n, std::string_view noun) {
  return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

std::string childPath(const std::string& where, std::string_view key) {
  return where.empty() ? std::string(key) : where + "." + std::string(key);
}

std::string indexPath(const std::string& where, std::size_t index) { return where + "[" + std::to_string(index) + "]"; }

std::string newerFieldMessage(int needed, std::int64_t version) {
  return "is a version " + std::to_string(needed) + " field; this file says \"version\": " + std::to_string(version) +
         " (write \"version\": " + std::to_string(needed) + " to use it)";
}

std::optional<std::int64_t> integerIn(const Json& v, std::int64_t lo, std::int64_t hi, std::string* what) {
  auto range = [&] { return std::to_string(lo) + ".." + std::to_string(hi); };
  if (!v.is_number_integer()) {
    if (what) *what = "is " + describeValue(v) + ", expected an integer in " + range();
    return std::nullopt;
  }
  const bool huge = v.is_number_unsigned() &&
                    v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  const std::int64_t n = huge ? std::numeric_limits<std::int64_t>::max() : v.get<std::int64_t>();
  if (huge || n < lo || n > hi) {
    if (what) *what = "is " + v.dump() + ", outside " + range();
    return std::nullopt;
  }
  return n;
}

const Json* FieldReader::member(const Json& obj, const std::string& where, std::string_view key, bool required) {
  const auto it = obj.find(key);
  if (it != obj.end()) return &*it;
  if (required) add(childPath(where, key), "is missing");
  return nullptr;
}

std::optional<std::int64_t> FieldReader::integer(const Json& obj, const std::string& where, std::string_view key,
                                                 std::int64_t lo, std::int64_t hi) {
  const Json* v = member(obj, where, key, true);
  if (!v) return std::nullopt;
  std::string what;
  const auto n = integerIn(*v, lo, hi, &what);
  if (!n) add(childPath(where, key), what);
  return n;
}

bool FieldReader::isObject(const Json& v, const std::string& where, std::string_view expected) {
  if (v.is_object()) return true;
  add(where, "is " + describeValue(v) + ", expected " + std::string(expected));
  return false;
}

bool FieldReader::isArray(const Json& v, const std::string& where, std::string_view expected) {
  if (v.is_array()) return true;
  add(where, "is " + describeValue(v) + ", expected " + std::string(expected));
  return false;
}

void FieldReader::onlyKeys(const Json& obj, const std::string& where, std::initializer_list<std::string_view> keys) {
  for (const auto& [key, value] : obj.items()) {
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      add(where, "has an unknown key " + describeValue(Json(key)));
    }
  }
}

}  // namespace solidtile::io
