# MISTAKE: (1) the causal mask is top-left aligned (new query i sees keys j <= i), ignoring the t_past offset, so new tokens do not see the whole cache; (2) the caches are grown new-tokens-first (concatenate [k_new, k_cache]).
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    tn = q_new.shape[2]
    if k_new.shape[2] != tn:
        raise ValueError("t_new")
    K = np.concatenate((k_new, k_cache), axis=2)
    V = np.concatenate((v_new, v_cache), axis=2)
    T = K.shape[2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != T:
        raise ValueError("mask len")
    ok = np.tril(np.ones((tn, T), dtype=bool))[None, None]
    if key_padding_mask is not None:
        ok = ok & key_padding_mask[:, None, None, :]
    s = np.einsum('bhqd,bhkd->bhqk', q_new, K) / np.sqrt(q_new.shape[-1])
    s = np.where(ok, s, -np.inf)
    mx = s.max(-1, keepdims=True); mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx); z = p.sum(-1, keepdims=True); p = p / np.where(z > 0, z, 1)
    return np.einsum('bhqk,bhkd->bhqd', p, V).astype(q_new.dtype), K, V
