#ifndef GAZETTEER_MAPPING_GUARD_H
#define GAZETTEER_MAPPING_GUARD_H

#include <stddef.h>

/// Guards read-only file mappings against SIGBUS.
///
/// Touching a page of a file mapping that lies past the end of the file (the file was truncated,
/// or is being rewritten in place) raises SIGBUS, which kills the process. Once a mapping is
/// registered here, a SIGBUS inside it is handled instead: zero-filled anonymous pages are mapped
/// over the rest of the mapping from the faulting page on, the faulting read is retried (and reads
/// zeros), and the region's fault count goes up so its owner can report the file as damaged.
/// A SIGBUS anywhere else goes to the handler that was installed before, or kills the process as
/// it would have.

/// An opaque handle for one registered mapping.
typedef struct gazetteer_guarded_region gazetteer_guarded_region;

/// Registers the mapping `[start, start + length)` and installs the SIGBUS handler if it is not
/// the current one. Returns NULL only when memory for the record cannot be allocated.
gazetteer_guarded_region *_Nullable gazetteer_guard_register(const void *_Nonnull start, size_t length);

/// Forgets a region; call it before unmapping. The record is reused by a later registration.
void gazetteer_guard_unregister(gazetteer_guarded_region *_Nonnull region);

/// How many faults were handled inside the region since it was registered.
long gazetteer_guard_faults(const gazetteer_guarded_region *_Nonnull region);

#endif
