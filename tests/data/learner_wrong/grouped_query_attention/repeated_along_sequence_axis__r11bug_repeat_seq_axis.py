# URL: https://github.com/ByteDance-Seed/VeOmni/pull/162
# Bug: K/V are put in (batch, seq, heads, dim) layout but repeat_kv (which assumes (batch, heads, seq, dim)) repeats axis 1 = the sequence axis, not the head axis.
import numpy as np

def _safe_softmax(s, axis=-1):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def _repeat_kv(x, n_rep):  # HF-style: assumes (batch, heads, seq, dim)
    return np.repeat(x, n_rep, axis=1)

def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads % num_kv_heads")
    g = H // Hkv
    k_bshd = k.transpose(0, 2, 1, 3)
    v_bshd = v.transpose(0, 2, 1, 3)
    k = _repeat_kv(k_bshd, g).transpose(0, 2, 1, 3)
    v = _repeat_kv(v_bshd, g).transpose(0, 2, 1, 3)
    s = (q @ np.swapaxes(k, -1, -2)) * np.asarray(1.0 / np.sqrt(q.shape[-1]), dtype=q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(q.dtype)
    w = _safe_softmax(s)
    return w @ v, w
