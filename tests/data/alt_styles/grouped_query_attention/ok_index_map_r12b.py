import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[-3], k.shape[-3]
    if Hkv == 0 or H % Hkv != 0 or v.shape[-3] != Hkv:
        raise ValueError(f"num_heads={H} is not a multiple of num_kv_heads={Hkv}")
    g = H // Hkv
    kv_of = np.arange(H) // g
    k_rep = k[:, kv_of]
    v_rep = v[:, kv_of]
    s = np.matmul(q, np.swapaxes(k_rep, -1, -2)) * (1.0 / math.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(q.dtype)
    return (w @ v_rep).astype(q.dtype), w
