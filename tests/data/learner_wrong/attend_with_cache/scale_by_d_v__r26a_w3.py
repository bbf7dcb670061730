# MISTAKE: the scores are scaled by 1/sqrt(d_v) (the value size, v_new.shape[-1]) instead of 1/sqrt(head_dim).
import numpy as np


class _Step:
    def __init__(self, q, k, v):
        self.q, self.k, self.v = q, k, v

    def run(self, allowed):
        d = self.v.shape[-1]
        s = np.matmul(self.q, self.k.swapaxes(-1, -2)) * (1.0 / d ** 0.5)
        s = np.where(allowed, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(mx == -np.inf, 0.0, mx)
        e = np.exp(s - mx)
        tot = e.sum(-1, keepdims=True)
        w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
        return np.matmul(w, self.v)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("t_new differs")
    t_past, t_new = k_cache.shape[-2], q_new.shape[-2]
    keys = np.concatenate([k_cache, k_new], axis=-2)
    vals = np.concatenate([v_cache, v_new], axis=-2)
    allowed = np.tri(t_new, t_past + t_new, k=t_past, dtype=bool)
    if key_padding_mask is not None:
        kp = np.asarray(key_padding_mask, dtype=bool)
        if kp.shape[-1] != t_past + t_new:
            raise ValueError("padding mask has the wrong length")
        allowed = allowed & kp[:, None, None, :]
    out = _Step(q_new, keys, vals).run(allowed)
    return out.astype(q_new.dtype), keys, vals
