# mistake: no check that q_new and k_new have the same t_new (lengths read from the grown cache)
import numpy as np

def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    K = np.concatenate([k_cache, k_new], axis=-2)
    V = np.concatenate([v_cache, v_new], axis=-2)
    tq, T = q_new.shape[-2], K.shape[-2]
    allowed = np.arange(T)[None, :] <= np.arange(tq)[:, None] + (T - tq)
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != T:
            raise ValueError
        allowed = allowed & key_padding_mask[:, None, None, :]
    s = q_new @ np.swapaxes(K, -1, -2) / np.sqrt(q_new.shape[-1])
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ V).astype(q_new.dtype), K, V
