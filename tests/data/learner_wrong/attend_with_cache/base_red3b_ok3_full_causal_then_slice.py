import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new, t_past = q_new.shape[-2], k_cache.shape[-2]
    if k_new.shape[-2] != t_new or v_new.shape[-2] != t_new:
        raise ValueError("q_new, k_new and v_new disagree on t_new")
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    T = t_past + t_new
    allowed = np.tril(np.ones((T, T), dtype=bool))[t_past:]  # last t_new rows of the full causal mask
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask, dtype=bool)
        if kpm.ndim != 2 or kpm.shape[-1] != T or kpm.shape[0] != q_new.shape[0]:
            raise ValueError("key_padding_mask must be (batch, t_past + t_new)")
        allowed = allowed[None, None] & kpm[:, None, None, :]
    s = (q_new @ np.swapaxes(K, -1, -2)) / np.sqrt(q_new.shape[-1]).astype(q_new.dtype)
    s = np.where(allowed, s, np.asarray(-1e30, dtype=s.dtype))
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    w = np.where(allowed, w, 0).astype(s.dtype)
    w = np.where(np.any(allowed, axis=-1, keepdims=True), w, 0).astype(s.dtype)
    return w @ V, K, V
