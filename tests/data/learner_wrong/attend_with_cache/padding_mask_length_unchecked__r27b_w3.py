# MISTAKE: the length of key_padding_mask is never checked, so a (batch, 1) mask silently broadcasts over all t_past + t_new keys instead of raising ValueError.
import numpy as np


class _Step:
    def __init__(self, q, k, v, allowed):
        self.q, self.k, self.v, self.allowed = q, k, v, allowed

    def run(self):
        d = self.q.shape[-1]
        s = np.matmul(self.q, np.swapaxes(self.k, -1, -2)) / np.sqrt(d)
        s = np.where(self.allowed, s, -np.inf)
        top = np.max(s, axis=-1, keepdims=True)
        top = np.nan_to_num(top, neginf=0.0)
        p = np.exp(s - top)
        p = np.where(self.allowed, p, 0.0)
        n = np.sum(p, axis=-1, keepdims=True)
        p = p / np.maximum(n, np.finfo(np.float64).tiny)
        return np.matmul(p, self.v)


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    if q_new.shape[-2] != k_new.shape[-2]:
        raise ValueError("q_new / k_new length mismatch")
    keys = np.concatenate([k_cache, k_new], axis=-2)
    vals = np.concatenate([v_cache, v_new], axis=-2)
    t_new = q_new.shape[-2]
    t_all = keys.shape[-2]
    offset = t_all - t_new
    allowed = np.arange(t_all)[None, :] <= np.arange(t_new)[:, None] + offset
    if key_padding_mask is not None:
        allowed = allowed & np.asarray(key_padding_mask, bool)[:, None, None, :]
    out = _Step(q_new, keys, vals, allowed).run()
    return out.astype(q_new.dtype), keys, vals
