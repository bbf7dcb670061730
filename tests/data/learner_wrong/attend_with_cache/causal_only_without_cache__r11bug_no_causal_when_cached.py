# URL: https://github.com/Mikyx-1/TinyLLM/pull/18
# Bug: the causal mask is applied only when the cache is empty (t_past == 0); a multi-token chunk with a non-empty cache sees future tokens of its own chunk.
import numpy as np

def _safe_softmax(s, axis=-1):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[-2]
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = t_past + t_new
    allow = np.ones((t_new, T), dtype=bool)
    if t_past == 0:
        i = np.arange(t_new)[:, None]
        j = np.arange(T)[None, :]
        allow = j <= t_past + i
    allow = allow[None, None]
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.shape[-1] != T:
            raise ValueError("padding mask length")
        allow = allow & kpm[:, None, None, :]
    scale = np.asarray(1.0 / np.sqrt(q_new.shape[-1]), dtype=q_new.dtype)
    s = (q_new @ np.swapaxes(K, -1, -2)) * scale
    s = np.where(allow, s, -np.inf).astype(q_new.dtype)
    w = _safe_softmax(s)
    return w @ V, K, V
