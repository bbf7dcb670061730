# https://github.com/NVIDIA/TensorRT-LLM/pull/6538
# Bug: the K/V head is indexed with the query head id (wrapped to the K/V head count, h % num_kv_heads) instead
# of the group id h // g: heads are mapped in tiled order 0,1,0,1 instead of 0,0,1,1.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, q_len, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    out = np.zeros((b, nh, q_len, v.shape[-1]), dtype=q.dtype)
    weights = np.zeros((b, nh, q_len, k.shape[2]), dtype=q.dtype)
    full_mask = None
    if mask is not None:
        full_mask = np.broadcast_to(mask, (b, nh, q_len, k.shape[2]))
    for h in range(nh):
        kv_h = h % nkv                           # bidh used directly for K/V
        s = (q[:, h] @ np.swapaxes(k[:, kv_h], -1, -2)) / math.sqrt(hd)
        if full_mask is not None:
            s = np.where(full_mask[:, h], s, -np.inf)
        m = s.max(axis=-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv_h]
    return out, weights
