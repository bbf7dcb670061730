# SOURCE: https://github.com/pytorch/pytorch/issues/144858
# BUG: is_causal with a KV cache builds the causal mask top-left aligned (tril on (q_len, k_len)),
#      so a single new query is only compared against the earliest key and sequential generation
#      keeps producing the same vector; it should be tril(ones(w, w))[-h:, :] (bottom-right).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    q_new = np.asarray(q_new); k_new = np.asarray(k_new); v_new = np.asarray(v_new)
    k_cache = np.asarray(k_cache); v_cache = np.asarray(v_cache)
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new and k_new have different t_new")
    k_all = np.concatenate([k_cache, k_new], axis=-2)
    v_all = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_tot = k_all.shape[-2]
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, bool)
        if key_padding_mask.shape[-1] != t_tot:
            raise ValueError("key_padding_mask does not cover t_past + t_new")
    d = q_new.shape[-1]
    s = q_new @ np.swapaxes(k_all, -1, -2) / np.sqrt(d)
    allowed = np.tril(np.ones((t_new, t_tot), dtype=bool))   # BUG: top-left aligned, no t_past offset
    if key_padding_mask is not None:
        allowed = allowed[None, None] & key_padding_mask[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(z == 0, 1.0, z)
    out = (w @ v_all).astype(q_new.dtype)
    return out, k_all.copy(), v_all.copy()
