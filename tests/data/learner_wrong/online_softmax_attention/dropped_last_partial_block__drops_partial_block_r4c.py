# wrong: the block loop is range(0, k_len - block_size + 1, block_size), so a shorter last block is silently skipped (its keys are ignored) whenever block_size does not divide k_len; everything else correct
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    dtype = q.dtype
    n_k = k.shape[-2]
    s_all_shape = np.broadcast_shapes(q.shape[:-1], k.shape[:-2] + (1,))
    m = np.full(s_all_shape, -np.inf, dtype=dtype)
    l = np.zeros(s_all_shape, dtype=dtype)
    acc = np.zeros(s_all_shape + (v.shape[-1],), dtype=dtype)
    scale = np.asarray(q.shape[-1] ** -0.5, dtype=dtype)
    for j in range(0, n_k - block_size + 1, block_size):
        s = np.matmul(q, np.swapaxes(k[..., j:j + block_size, :], -1, -2)) * scale
        if mask is not None:
            s = np.where(np.asarray(mask)[..., j:j + block_size], s, -np.inf)
        new_m = np.maximum(m, s.max(-1))
        safe = np.where(new_m == -np.inf, 0.0, new_m).astype(dtype)
        p = np.exp(s - safe[..., None])
        a = np.exp(m - safe)
        l = a * l + p.sum(-1)
        acc = a[..., None] * acc + np.matmul(p, v[..., j:j + block_size, :])
        m = new_m
    nz = l > 0
    out = np.where(nz[..., None], acc / np.where(nz, l, 1)[..., None], 0).astype(dtype)
    with np.errstate(divide="ignore"):
        lse = np.where(nz, m + np.log(np.where(nz, l, 1)), -np.inf).astype(dtype)
    return out, lse
