// The SIGBUS handler for guarded index mappings; see CMappingGuard.h.
//
// The handler runs on the faulting thread and touches only lock-free atomics and the mmap(2)
// system call. mmap is not on POSIX's list of async-signal-safe functions, but on Linux and the
// BSDs it is a plain system call without locks in user space, and remapping the faulting range is
// the established way to survive a truncated mapping.

#define _GNU_SOURCE
#include "CMappingGuard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct gazetteer_guarded_region {
    _Atomic uintptr_t start;
    _Atomic uintptr_t end;  // 0 while the record is free
    atomic_long faults;
    atomic_int inUse;
    struct gazetteer_guarded_region *next;  // set once, before the record is published
};

// Records are never freed: the handler may walk the list at any time.
static struct gazetteer_guarded_region *_Atomic regions;
static struct sigaction previousAction;
static _Atomic uintptr_t pageSize;
static pthread_mutex_t installLock = PTHREAD_MUTEX_INITIALIZER;

static void passOn(int number, siginfo_t *info, void *context) {
    if (previousAction.sa_flags & SA_SIGINFO) {
        if (previousAction.sa_sigaction) {
            previousAction.sa_sigaction(number, info, context);
            return;
        }
    } else if (previousAction.sa_handler != SIG_DFL && previousAction.sa_handler != SIG_IGN) {
        previousAction.sa_handler(number);
        return;
    }
    // No handler before ours: restore the default action and return, so the fault repeats and
    // ends the process exactly as it would have without us.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(SIGBUS, &fallback, NULL);
}

static void handleBusError(int number, siginfo_t *info, void *context) {
    int savedError = errno;
    uintptr_t address = (uintptr_t)info->si_addr;
    uintptr_t page = atomic_load(&pageSize);
    for (struct gazetteer_guarded_region *region = atomic_load(&regions); region; region = region->next) {
        uintptr_t start = atomic_load(&region->start);
        uintptr_t end = atomic_load(&region->end);
        if (end == 0 || address < start || address >= end) continue;
        uintptr_t from = address & ~(page - 1);
        void *zeros = mmap((void *)from, end - from, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros == MAP_FAILED) break;
        atomic_fetch_add(&region->faults, 1);
        errno = savedError;
        return;
    }
    errno = savedError;
    passOn(number, info, context);
}

static void installHandler(void) {
    pthread_mutex_lock(&installLock);
    struct sigaction current;
    if (sigaction(SIGBUS, NULL, &current) == 0
        && !((current.sa_flags & SA_SIGINFO) && current.sa_sigaction == handleBusError)) {
        atomic_store(&pageSize, (uintptr_t)sysconf(_SC_PAGESIZE));
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = handleBusError;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        previousAction = current;
        sigaction(SIGBUS, &action, NULL);
    }
    pthread_mutex_unlock(&installLock);
}

gazetteer_guarded_region *gazetteer_guard_register(const void *start, size_t length) {
    installHandler();
    struct gazetteer_guarded_region *region = NULL;
    for (struct gazetteer_guarded_region *candidate = atomic_load(&regions); candidate; candidate = candidate->next) {
        int vacant = 0;
        if (atomic_compare_exchange_strong(&candidate->inUse, &vacant, 1)) {
            region = candidate;
            break;
        }
    }
    if (!region) {
        region = calloc(1, sizeof *region);
        if (!region) return NULL;
        atomic_store(&region->inUse, 1);
        region->next = atomic_load(&regions);
        while (!atomic_compare_exchange_weak(&regions, &region->next, region)) {}
    }
    uintptr_t page = atomic_load(&pageSize);
    uintptr_t first = (uintptr_t)start;
    atomic_store(&region->faults, 0);
    atomic_store(&region->end, 0);
    atomic_store(&region->start, first);
    atomic_store(&region->end, (first + length + page - 1) & ~(page - 1));
    return region;
}

void gazetteer_guard_unregister(gazetteer_guarded_region *region) {
    atomic_store(&region->end, 0);
    atomic_store(&region->start, 0);
    atomic_store(&region->inUse, 0);
}

long gazetteer_guard_faults(const gazetteer_guarded_region *region) {
    return atomic_load(&((struct gazetteer_guarded_region *)region)->faults);
}
