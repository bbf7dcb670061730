# wrong: the loop runs over range(0, k_len - block_size + 1, block_size), so a shorter last block (k_len % block_size != 0) is never processed - those keys are silently dropped
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size")
    Tq, Tk, d = q.shape[-2], k.shape[-2], q.shape[-1]
    batch = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    msk = None if mask is None else np.broadcast_to(mask, batch + (Tq, Tk))
    run_max = np.full(batch + (Tq, 1), -np.inf, dtype=q.dtype)
    run_sum = np.zeros(batch + (Tq, 1), dtype=q.dtype)
    acc = np.zeros(batch + (Tq, v.shape[-1]), dtype=q.dtype)
    sc = q.dtype.type(1 / np.sqrt(d))
    for s0 in range(0, Tk - block_size + 1, block_size):
        blk = slice(s0, s0 + block_size)
        s = (q @ np.swapaxes(k[..., blk, :], -1, -2)) * sc
        if msk is not None:
            s = np.where(msk[..., blk], s, -np.inf)
        new_max = np.maximum(run_max, s.max(-1, keepdims=True))
        base = np.where(np.isneginf(new_max), 0, new_max).astype(q.dtype)
        p = np.exp(s - base)
        a = np.exp(run_max - base)
        run_sum = a * run_sum + p.sum(-1, keepdims=True)
        acc = a * acc + p @ v[..., blk, :]
        run_max = new_max
    ok = run_sum > 0
    out = np.where(ok, acc / np.where(ok, run_sum, 1), 0).astype(q.dtype)
    with np.errstate(divide='ignore'):
        lse = np.where(ok, run_max + np.log(np.where(ok, run_sum, 1)), -np.inf)[..., 0]
    return out, lse.astype(q.dtype)
