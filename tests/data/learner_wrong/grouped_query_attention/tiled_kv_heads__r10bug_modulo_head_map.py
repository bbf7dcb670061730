# URL: https://github.com/ggml-org/llama.cpp/pull/25315
# Bug: query head h uses K/V head h % num_kv_heads (modulo, tile order) instead of h // g (division); otherwise correct.
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    hq, hkv = q.shape[1], k.shape[1]
    if hq % hkv:
        raise ValueError("num_heads not a multiple of num_kv_heads")
    idx = np.arange(hq) % hkv
    kk, vv = k[:, idx], v[:, idx]
    s = q @ np.swapaxes(kk, -1, -2) / np.sqrt(q.dtype.type(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z > 0, z, 1)).astype(q.dtype)
    return (w @ vv).astype(q.dtype), w
