# MISTAKE: (1) no guard for -inf running max: a leading fully masked block gives exp(-inf - -inf) = NaN
#          (and a fully masked row stays NaN); (2) the block loop stops at k_len - block_size + 1, so a
#          shorter last block is silently dropped when k_len is not a multiple of block_size.
import math
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size < 1")
    qlen, klen = q.shape[-2], k.shape[-2]
    shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if mask is not None:
        mask = np.broadcast_to(mask, shape + (qlen, klen))
    run_max = np.full(shape + (qlen, 1), -np.inf)
    run_sum = np.zeros(shape + (qlen, 1))
    acc = np.zeros(shape + (qlen, v.shape[-1]))
    with np.errstate(invalid="ignore"):
        for s0 in range(0, klen - block_size + 1, block_size):
            sl = slice(s0, s0 + block_size)
            sc = q @ np.swapaxes(k[..., sl, :], -1, -2) / math.sqrt(q.shape[-1])
            if mask is not None:
                sc = np.where(mask[..., sl], sc, -np.inf)
            new_max = np.maximum(run_max, sc.max(-1, keepdims=True))
            corr = np.exp(run_max - new_max)
            p = np.exp(sc - new_max)
            run_sum = run_sum * corr + p.sum(-1, keepdims=True)
            acc = acc * corr + p @ v[..., sl, :]
            run_max = new_max
        out = acc / run_sum
        lse = (run_max + np.log(run_sum))[..., 0]
    return out.astype(q.dtype), lse.astype(q.dtype)
