# MISTAKE: cache order: the returned grown caches are concatenated new tokens FIRST (k_new before k_cache) instead of old tokens first; attention itself reorders them chronologically so the output is right.
import numpy as np


class KVStep:
    def __init__(self, kpm):
        self.kpm = kpm

    def __call__(self, q, kc, vc, kn, vn):
        if q.shape[-2] != kn.shape[-2]:
            raise ValueError("t_new differs")
        tp, tn = kc.shape[-2], kn.shape[-2]
        T = tp + tn
        K = np.concatenate([kn, kc], axis=-2)
        V = np.concatenate([vn, vc], axis=-2)
        # reorder to chronological for attention
        order = np.r_[tn:T, 0:tn]
        Kc, Vc = K[..., order, :], V[..., order, :]
        allowed = np.arange(T)[None] <= tp + np.arange(tn)[:, None]
        if self.kpm is not None:
            kpm = np.asarray(self.kpm, bool)
            if kpm.shape != (q.shape[0], T):
                raise ValueError("bad mask")
            allowed = allowed[None, None] & kpm[:, None, None, :]
        s = np.einsum("bhid,bhjd->bhij", q, Kc) / np.sqrt(q.shape[-1])
        s = np.where(allowed, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        return np.einsum("bhij,bhjd->bhid", w, Vc).astype(q.dtype), K, V


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    return KVStep(key_padding_mask)(*map(np.asarray, (q_new, k_cache, v_cache, k_new, v_new)))
