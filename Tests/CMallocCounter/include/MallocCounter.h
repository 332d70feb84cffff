#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations can be counted here: the counter replaces glibc's allocation functions
/// (forwarding to glibc's own), which only a Linux build with glibc can do.
bool malloc_counter_is_available(void);

/// Starts counting the allocations of the calling thread (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign) from zero. Other threads are never counted.
void malloc_counter_start(void);

/// Stops counting on the calling thread and returns the allocations counted since the start.
int64_t malloc_counter_stop(void);

#endif
