import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    # mistake: "the newest token needs no mask" generalised to chunks: no causal mask at all
    t_new = q_new.shape[-2]
    if k_new.shape[-2] != t_new:
        raise ValueError("t_new mismatch")
    k = np.concatenate([k_cache, k_new], axis=-2)
    v = np.concatenate([v_cache, v_new], axis=-2)
    t_all = k.shape[-2]
    s = q_new @ k.swapaxes(-1, -2) / np.sqrt(q_new.shape[-1])
    if key_padding_mask is not None:
        if key_padding_mask.shape[-1] != t_all:
            raise ValueError("padding mask length")
        s = np.where(key_padding_mask[:, None, None, :], s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, k, v
