# SOURCE: https://github.com/QwenLM/Qwen/issues/979
# BUG: after a causal_mask change in modeling_qwen.py the causal mask is always None when a kv_cache is present,
#      so feeding several tokens at once with a kv_cache gives different results from token-by-token generation
#      (the new tokens of a chunk see each other's future).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new)
    if q_new.shape[-2] != np.shape(k_new)[-2]:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_past = np.shape(k_cache)[-2]
    t_new = q_new.shape[-2]
    t_all = t_past + t_new
    s = q_new @ np.swapaxes(k, -1, -2) / np.sqrt(q_new.shape[-1])
    allowed = np.ones((t_new, t_all), dtype=bool)
    if t_past == 0:                               # BUG: causal mask dropped (None) whenever there is a cache
        allowed = np.tril(allowed)
    allowed = np.broadcast_to(allowed, s.shape)
    if key_padding_mask is not None:
        kpm = np.asarray(key_padding_mask)
        if kpm.shape[-1] != t_all:
            raise ValueError("key_padding_mask length")
        allowed = allowed & kpm[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, -1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0.0)
    out = (w @ v).astype(q_new.dtype)
    return out, k, v
