// Running sums/products (cumsum, cumprod) of contiguous rows, from `x` into `y` (which may
// be `x`: each element is read before it is written). gpa prepends, per dtype: T the stored
// type; R the register type values are combined in; gpa_ld (T to R), gpa_st (R to T) and
// gpa_op(a, b, prod) (the sum or product in R, rounded as NumPy's loop for the dtype:
// wrapping integers, float16 after each step, complex64 likewise).
// Many rows: a thread per row (gpa_scan_rows), NumPy's sequential order. Few long rows: one
// pass (gpa_scan_onepass), a decoupled look-back scan as in Merrill and Garland's "Single-pass
// Parallel Prefix Scan with Decoupled Look-back": each block takes the next tile (in the
// order blocks start, so every tile it waits on is running), publishes its total, adds the
// totals (or the running prefix) of the tiles before it, and writes its tile once.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256
// Elements per thread: a tile of 16 KiB of T in shared memory whatever its width.
#define GPA_ITEMS ((int)(sizeof(T) >= 16 ? 4 : sizeof(T) == 8 ? 8 : 16))
#define GPA_TILE (GPA_T * GPA_ITEMS)
// One padding element per 32, so threads reading runs of GPA_ITEMS hit different banks.
#define GPA_PAD(i) ((i) + ((i) >> 5))

extern "C" __global__ void gpa_scan_rows(const T* x, T* y, long long rows, long long len, long long prod) {
    for (long long r = (long long)blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += (long long)gridDim.x * blockDim.x) {
        const T* xr = x + r * len;
        T* yr = y + r * len;
        R acc = gpa_ld(xr[0]);
        yr[0] = gpa_st(acc);
        for (long long i = 1; i < len; i++) { acc = gpa_op(acc, gpa_ld(xr[i]), prod); yr[i] = gpa_st(acc); }
    }
}

// Inclusive scan of one value per thread across the block (Hillis-Steele in shared memory);
// `has` marks threads with a value (threads past a row's end have none).
__device__ R gpa_block_scan(R v, bool has, long long prod, R* sv, bool* sh) {
    int t = threadIdx.x;
    sv[t] = v;
    sh[t] = has;
    __syncthreads();
    for (int d = 1; d < GPA_T; d <<= 1) {
        R o = sv[t];
        bool oh = sh[t];
        if (t >= d && sh[t - d]) {
            o = oh ? gpa_op(sv[t - d], sv[t], prod) : sv[t - d];
            oh = true;
        }
        __syncthreads();
        sv[t] = o;
        sh[t] = oh;
        __syncthreads();
    }
    return sv[t];
}

// A tile's published value: 16 bytes (the widest R), read and written past the L1 cache,
// which other multiprocessors' writes do not reach.
struct gpa_slot { unsigned int w[4]; };
__device__ __forceinline__ void gpa_bytes(void* to, const void* from) {
    for (int k = 0; k < (int)sizeof(R); k++) ((char*)to)[k] = ((const char*)from)[k];
}
__device__ __forceinline__ void gpa_publish(gpa_slot* s, R v) {
    gpa_slot t;
    gpa_bytes(&t, &v);
    for (int k = 0; k < 4; k++) __stcg(&s->w[k], t.w[k]);
}
__device__ __forceinline__ R gpa_read(const gpa_slot* s) {
    gpa_slot t;
    for (int k = 0; k < 4; k++) t.w[k] = __ldcg(&s->w[k]);
    R v;
    gpa_bytes(&v, &t);
    return v;
}

// `status`: per tile a flag (0 nothing yet, 1 its total, 2 its running prefix), zeroed with
// the tile counter `next` before the launch; `total` and `prefix` the values.
extern "C" __global__ void gpa_scan_onepass(const T* x, T* y, long long len, long long tiles, long long prod,
                                            int* status, unsigned int* next, gpa_slot* total, gpa_slot* prefix) {
    __shared__ T tile_v[GPA_PAD(GPA_TILE)];
    __shared__ R sv[GPA_T];
    __shared__ bool sh[GPA_T];
    __shared__ unsigned int id_s;
    __shared__ R before_s;
    __shared__ R lb[32];
    int t = threadIdx.x;
    if (t == 0) id_s = atomicAdd(next, 1u);
    __syncthreads();
    long long id = id_s, tile = id % tiles;
    const T* xr = x + (id / tiles) * len;
    T* yr = y + (id / tiles) * len;
    long long base = tile * GPA_TILE;
    long long n = min((long long)GPA_TILE, len - base);
    // Loads in whole warps (coalesced), then each thread reads its run from shared memory.
    for (int j = 0; j < GPA_ITEMS; j++) {
        int i = j * GPA_T + t;
        if (i < n) tile_v[GPA_PAD(i)] = xr[base + i];
    }
    __syncthreads();
    int s = t * GPA_ITEMS;
    int e = min((int)n, s + GPA_ITEMS);
    bool has = s < e;
    R acc = (R)0;
    if (has) {
        acc = gpa_ld(tile_v[GPA_PAD(s)]);
        for (int i = s + 1; i < e; i++) acc = gpa_op(acc, gpa_ld(tile_v[GPA_PAD(i)]), prod);
    }
    gpa_block_scan(acc, has, prod, sv, sh);
    // The first warp looks back, 32 tiles at a time: each lane waits for one tile's flag,
    // and the nearest tile with a running prefix ends the walk (a tile per step would make
    // the wait grow with the number of tiles running at once).
    if (t < 32) {
        R all = sv[GPA_T - 1];
        volatile int* flag = status;
        if (t == 0) {
            gpa_publish(tile == 0 ? &prefix[id] : &total[id], all);
            __threadfence();
            flag[id] = tile == 0 ? 2 : 1;
        }
        if (tile > 0) {
            long long first = id - tile;
            R before = (R)0;
            bool have = false;
            for (long long top = id - 1;; top -= 32) {
                long long p = top - t;
                bool in = p >= first;
                int f = 0;
                if (in) while ((f = flag[p]) == 0) {}
                __threadfence();
                unsigned found = __ballot_sync(0xffffffffu, in && f == 2);
                int stop = found ? __ffs(found) - 1 : 31;
                if (t <= stop) lb[t] = gpa_read(f == 2 ? &prefix[p] : &total[p]);
                __syncwarp();
                if (t == 0) {
                    // This window's tiles from the farthest to the nearest, then the nearer
                    // windows' sum after them.
                    R w = lb[stop];
                    for (int k = stop - 1; k >= 0; k--) w = gpa_op(w, lb[k], prod);
                    before = have ? gpa_op(w, before, prod) : w;
                    have = true;
                }
                __syncwarp();
                if (found) break;
            }
            if (t == 0) {
                gpa_publish(&prefix[id], gpa_op(before, all, prod));
                __threadfence();
                flag[id] = 2;
                before_s = before;
            }
        }
    }
    __syncthreads();
    // What comes before this thread's run: earlier tiles, then earlier threads of this tile.
    bool before_tile = tile > 0, before_thread = t > 0;
    R p = (R)0;
    if (before_tile) p = before_s;
    if (before_thread) p = before_tile ? gpa_op(p, sv[t - 1], prod) : sv[t - 1];
    if (has) {
        R first = gpa_ld(tile_v[GPA_PAD(s)]);
        R run = (before_tile || before_thread) ? gpa_op(p, first, prod) : first;
        tile_v[GPA_PAD(s)] = gpa_st(run);
        for (int i = s + 1; i < e; i++) {
            run = gpa_op(run, gpa_ld(tile_v[GPA_PAD(i)]), prod);
            tile_v[GPA_PAD(i)] = gpa_st(run);
        }
    }
    __syncthreads();
    for (int j = 0; j < GPA_ITEMS; j++) {
        int i = j * GPA_T + t;
        if (i < n) yr[base + i] = tile_v[GPA_PAD(i)];
    }
}
