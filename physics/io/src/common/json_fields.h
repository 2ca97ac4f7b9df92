// Typed reads of JSON fields that report, instead of throwing, what is wrong
// and where ("masks[3].heights[5]: is 17, outside -16..16").
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "solidtile/io/problem.h"

namespace solidtile::io {

using Json = nlohmann::json;

// "17", "\"abc\"", "an object", "an array of 3", kept short for messages.
std::string describeValue(const Json& v);
// "1 mask", "5 masks".
std::string counted(std::size_t n, std::string_view noun);
std::string childPath(const std::string& where, std::string_view key);
std::string indexPath(const std::string& where, std::size_t index);
// "is a version 4 field; this file says \"version\": 2 (write \"version\": 4 to use it)".
std::string newerFieldMessage(int needed, std::int64_t version);
// The integer in lo..hi, or nullopt with `what` ("is 1.5, expected an integer in 0..255").
std::optional<std::int64_t> integerIn(const Json& v, std::int64_t lo, std::int64_t hi, std::string* what);

class FieldReader {
 public:
  explicit FieldReader(ProblemList& problems) : problems_(problems) {}

  void add(std::string where, std::string what) { problems_.add(std::move(where), std::move(what)); }
  // The member `key` of obj (at path `where`); nullptr when absent, a problem when also required.
  const Json* member(const Json& obj, const std::string& where, std::string_view key, bool required);
  std::optional<std::int64_t> integer(const Json& obj, const std::string& where, std::string_view key,
                                      std::int64_t lo, std::int64_t hi);
  // True when v is an object; otherwise a problem "is X, expected <expected>".
  bool isObject(const Json& v, const std::string& where, std::string_view expected);
  bool isArray(const Json& v, const std::string& where, std::string_view expected);
  // A problem for every key of obj not in `keys`.
  void onlyKeys(const Json& obj, const std::string& where, std::initializer_list<std::string_view> keys);

 private:
  ProblemList& problems_;
};

}  // namespace solidtile::io
