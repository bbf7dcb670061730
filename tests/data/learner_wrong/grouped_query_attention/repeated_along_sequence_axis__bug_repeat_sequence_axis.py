# Bug report: https://github.com/PrimeIntellect-ai/prime-rl/pull/2681
# repeat_interleave for the K/V heads runs on the wrong dimension (the sequence axis instead of the
# head axis): keys are duplicated in time rather than shared by the query heads of a group.
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    nh, nkv = q.shape[1], k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    rep = nh // nkv
    k = np.repeat(k, rep, axis=2)  # BUG: axis 2 is k_len, the heads are axis 1
    v = np.repeat(v, rep, axis=2)
    if mask is not None:
        mask = np.repeat(np.broadcast_to(mask, mask.shape[:-1] + (k.shape[2] // rep,)), rep, axis=-1)
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    return p @ v, p
