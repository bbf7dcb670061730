# MISTAKE: the causal test is strict (j < t_past + i), so every new query is hidden from its own key (and the first prompt token with an empty cache gets a zero output).
import numpy as np


def _softmax_masked(s, keep):
    s = np.where(keep, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    p = np.exp(s - m) * keep
    z = p.sum(axis=-1, keepdims=True)
    return np.where(z > 0, p / np.where(z > 0, z, 1.0), 0.0)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    t_new = q_new.shape[2]
    if k_new.shape[2] != t_new:
        raise ValueError("t_new mismatch")
    t_past = k_cache.shape[2]
    K = np.concatenate((k_cache, k_new), axis=2)
    V = np.concatenate((v_cache, v_new), axis=2)
    total = t_past + t_new
    scale = 1.0 / np.sqrt(q_new.shape[-1])
    s = np.einsum("bhqd,bhkd->bhqk", q_new, K) * scale
    keep = np.arange(total)[None, :] < (t_past + np.arange(t_new))[:, None]
    keep = np.broadcast_to(keep, s.shape)
    if key_padding_mask is not None:
        key_padding_mask = np.asarray(key_padding_mask, dtype=bool)
        if key_padding_mask.shape != (q_new.shape[0], total):
            raise ValueError("key_padding_mask must cover t_past + t_new keys")
        keep = keep & key_padding_mask[:, None, None, :]
    w = _softmax_masked(s, keep)
    out = np.einsum("bhqk,bhkv->bhqv", w, V).astype(q_new.dtype)
    return out, K, V
