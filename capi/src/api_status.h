// The status-and-message side of every C API call: the per-thread last
// message, and the guard that keeps C++ exceptions from crossing into C.
#pragma once

#include <cstdint>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

#include "solidtile/io/problem.h"
#include "solidtile/solidtile.h"

namespace solidtile::capi {

// Records "fn: message" as this thread's last message and returns status.
stStatus fail(const char* fn, stStatus status, const std::string& message) noexcept;
// A call that succeeded leaves no message behind.
void clearMessage() noexcept;

// Runs body (which returns an stStatus) so that no exception escapes: a
// failed allocation is stStatus_outOfMemory, anything else a bug we report.
template <typename Body>
stStatus guarded(const char* fn, Body&& body) noexcept {
  try {
    clearMessage();
    return body();
  } catch (const std::bad_alloc&) {
    return fail(fn, stStatus_outOfMemory, "out of memory");
  } catch (const std::exception& e) {
    return fail(fn, stStatus_internal, std::string("unexpected error: ") + e.what());
  } catch (...) {
    return fail(fn, stStatus_internal, "unexpected error");
  }
}

// Every def's internalValue, set by its default function.
inline constexpr std::int32_t kDefCookie = ST_DEF_COOKIE;

// A def's cookie proves the caller started from `maker` (stDefaultCastDef...),
// so fields added in later versions hold their defaults.
inline stStatus checkCookie(const char* fn, std::int32_t cookie, const char* maker) {
  if (cookie == kDefCookie) return stStatus_ok;
  return fail(fn, stStatus_badValue, std::string("def was not made by ") + maker + "()");
}

// A def field that names a profile: "field is N, not a profile (0 guide, ...)", or "" when it is one.
std::string notAProfile(const char* field, long value);

// A file's problems, one line each ("source: where: what"), as stStatus_badFile.
stStatus failWithProblems(const char* fn, const std::string& source, const std::vector<io::Problem>& problems) noexcept;

// "field is value, outside lo..hi".
std::string outside(const std::string& field, long value, long lo, long hi);

// A NULL pointer argument named `what` ("outLevel", "def").
inline stStatus nullArgument(const char* fn, const char* what) noexcept {
  return fail(fn, stStatus_nullArgument, std::string(what) + " is NULL");
}

// The integer a caller stored in an enum field, read without loading the enum
// (a C caller may store any int there; loading an out-of-range enum is undefined in C++).
template <typename E>
long enumValue(const E& field) noexcept {
  std::underlying_type_t<E> v;
  std::memcpy(&v, &field, sizeof v);
  return static_cast<long>(v);
}

// Copies text with its NUL into a caller's buffer (the two-call size pattern).
stStatus copyString(const char* fn, const std::string& text, char* buffer, std::size_t capacity,
                    std::size_t* outLength) noexcept;

}  // namespace solidtile::capi
