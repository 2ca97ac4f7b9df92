#include "api_status.h"

#include <cstring>

#include "solidtile/sonic/profile.h"

namespace solidtile::capi {
namespace {

thread_local std::string lastMessage;
// Whether lastMessage holds anything. Every call clears the message,
// stController_Step too; in a shared library the string (which needs a
// constructor) is reached through __tls_get_addr, about a third of what that
// call added to the step. This flag needs none, and with initial-exec it is
// one load from the thread pointer; its byte fits the static TLS glibc keeps
// for libraries loaded later (dlopen, as Python's ctypes does) (issue 31).
#if defined(__GNUC__) && defined(__ELF__)
__attribute__((tls_model("initial-exec")))
#endif
constinit thread_local bool messageSet = false;

}  // namespace

stStatus fail(const char* fn, stStatus status, const std::string& message) noexcept {
  try {
    lastMessage = std::string(fn) + ": " + message;
    messageSet = true;
  } catch (...) {
    // No memory for the message: the status still says what kind of failure it was.
    lastMessage.clear();
  }
  return status;
}

stStatus failWithProblems(const char* fn, const std::string& source, const std::vector<io::Problem>& problems) noexcept {
  try {
    std::string text = io::describe(source, problems);
    if (!text.empty() && text.back() == '\n') text.pop_back();
    return fail(fn, stStatus_badFile, text);
  } catch (...) {
    return fail(fn, stStatus_badFile, "the file is invalid");
  }
}

std::string outside(const std::string& field, long value, long lo, long hi) {
  return field + " is " + std::to_string(value) + ", outside " + std::to_string(lo) + ".." + std::to_string(hi);
}

std::string notAProfile(const char* field, long value) {
  if (value >= 0 && value < kProfileCount) return "";
  std::string why = std::string(field) + " is " + std::to_string(value) + ", not a profile (";
  for (int p = 0; p < kProfileCount; ++p) {
    why += (p ? ", " : "") + std::to_string(p) + " " + profileName(static_cast<Profile>(p));
  }
  return why + ")";
}

void clearMessage() noexcept {
  if (!messageSet) return;
  lastMessage.clear();
  messageSet = false;
}

stStatus copyString(const char* fn, const std::string& text, char* buffer, std::size_t capacity,
                    std::size_t* outLength) noexcept {
  if (!outLength) return nullArgument(fn, "outLength");
  *outLength = text.size();
  if (capacity <= text.size()) {
    return fail(fn, stStatus_tooSmall,
                "the text needs " + std::to_string(text.size() + 1) + " bytes with its NUL; capacity is " +
                    std::to_string(capacity));
  }
  if (!buffer) return nullArgument(fn, "buffer");
  std::memcpy(buffer, text.c_str(), text.size() + 1);
  return stStatus_ok;
}

}  // namespace solidtile::capi

extern "C" const char* stLastMessage(void) { return solidtile::capi::lastMessage.c_str(); }
