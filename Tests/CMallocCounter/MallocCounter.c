// Counts the allocations of one thread, for tests that an operation allocates nothing.
//
// On Linux with glibc, the allocation functions are defined here and forward to glibc's own
// (`__libc_malloc` and its siblings); being linked into the test executable, they take the place of
// glibc's for every library of the process. The count and the switch are thread-local (initial-exec,
// so reading them never allocates), so tests running on other threads are not counted.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread int counting __attribute__((tls_model("initial-exec")));
static __thread int64_t allocations __attribute__((tls_model("initial-exec")));

bool malloc_counter_is_available(void) { return true; }

void malloc_counter_start(void) {
    allocations = 0;
    counting = 1;
}

int64_t malloc_counter_stop(void) {
    counting = 0;
    return allocations;
}

static inline void note(void) {
    if (counting) allocations += 1;
}

void *malloc(size_t size) {
    note();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    note();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    note();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    note();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

#else

bool malloc_counter_is_available(void) { return false; }
void malloc_counter_start(void) {}
int64_t malloc_counter_stop(void) { return -1; }

#endif
