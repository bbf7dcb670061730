# mistake: top-left causal mask j <= i (forgets the t_past offset)
import numpy as np
def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new")
    K = np.concatenate([k_cache, k_new], -2); V = np.concatenate([v_cache, v_new], -2)
    tn, T = q_new.shape[-2], K.shape[-2]
    if key_padding_mask is not None and key_padding_mask.shape[-1] != T:
        raise ValueError("pad")
    s = q_new @ K.swapaxes(-1, -2) / np.sqrt(q_new.shape[-1])
    m = np.tril(np.ones((tn, T), bool))
    if key_padding_mask is not None:
        m = m & key_padding_mask[:, None, None, :]
    s = np.where(m, s, -np.inf)
    mx = s.max(-1, keepdims=True); mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx); z = p.sum(-1, keepdims=True)
    p = np.where(z > 0, p / np.where(z > 0, z, 1), 0)
    return (p @ V).astype(q_new.dtype), K, V
