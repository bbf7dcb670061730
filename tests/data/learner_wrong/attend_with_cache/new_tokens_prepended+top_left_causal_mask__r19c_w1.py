# MISTAKE: (1) causal mask is top-left aligned (new query i sees keys j <= i), ignoring t_past, so new tokens miss most of the cache; (2) the grown caches put the new tokens FIRST (concatenate([new, cache])).
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new mismatch")
    K = np.concatenate([k_new, k_cache], axis=-2)
    V = np.concatenate([v_new, v_cache], axis=-2)
    tq, tk = q_new.shape[-2], K.shape[-2]
    allow = np.tril(np.ones((tq, tk), dtype=bool))
    if key_padding_mask is not None:
        if np.shape(key_padding_mask)[-1] != tk:
            raise ValueError("mask length")
        allow = allow[None, None] & np.asarray(key_padding_mask)[:, None, None, :]
    s = np.where(allow, q_new @ np.swapaxes(K, -1, -2) / np.sqrt(q_new.shape[-1]), -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ V).astype(q_new.dtype), K, V
