# MISTAKE: No guard in the softmax for a fully masked row: the max is -inf, exp(-inf - -inf) is NaN, so such rows give NaN weights/output instead of zeros.
# MISTAKE: The weights are accumulated in an np.zeros(...) buffer (float64) per group, so float32 inputs return float64 weights and output.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    b, num_heads, q_len, hd = q.shape
    num_kv = k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k_len = k.shape[2]
    weights = np.zeros((b, num_heads, q_len, k_len))
    out = np.zeros((b, num_heads, q_len, v.shape[-1]))
    if mask is not None:
        mask = np.broadcast_to(np.asarray(mask, dtype=bool), (b, num_heads, q_len, k_len))
    for h in range(num_heads):
        kv = h // g
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) / np.sqrt(hd)
        if mask is not None:
            s = np.where(mask[:, h], s, -np.inf)
        s = s - s.max(axis=-1, keepdims=True)
        e = np.exp(s)
        weights[:, h] = e / e.sum(axis=-1, keepdims=True)
        out[:, h] = weights[:, h] @ v[:, kv]
    return out, weights
