# MISTAKE: the causal mask is np.tril(..., k=t_past - 1), one diagonal too low, so every new query is hidden from its own key (and a t_past = 0 first token sees nothing).
import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[2]
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[2]
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    T = t_past + t_new
    mask = np.tril(np.ones((t_new, T), dtype=bool), k=t_past - 1)
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape[1] != T:
            raise ValueError("padding mask length")
        mask = mask[None, None] & key_padding_mask[:, None, None, :]
    d = q_new.shape[-1]
    s = np.einsum("bhqd,bhkd->bhqk", q_new, K) / np.sqrt(np.float32(d)).astype(q_new.dtype)
    s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    p = np.exp(s - m)
    z = p.sum(-1, keepdims=True)
    p = p / np.where(z == 0, 1, z)
    out = np.einsum("bhqk,bhkd->bhqd", p, V).astype(q_new.dtype)
    return out, K, V
