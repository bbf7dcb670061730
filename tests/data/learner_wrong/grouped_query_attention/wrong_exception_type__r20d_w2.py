# MISTAKE: the group guard only rejects num_kv_heads > num_heads (not divisibility), so e.g.
# 6 query heads with 4 K/V heads are not refused with ValueError (g = 1; heads 4, 5 index past the
# K/V heads -> IndexError instead).
import numpy as np


class GQA:
    def __init__(self, q, k, v):
        self.q, self.k, self.v = q, k, v
        H, Hkv = q.shape[1], k.shape[1]
        if Hkv > H:
            raise ValueError("more kv heads than query heads")
        self.g = H // Hkv

    def kv_for(self, h):
        return self.k[:, h // self.g], self.v[:, h // self.g]

    def run(self, mask):
        q = self.q
        B, H, T, D = q.shape
        outs, ws = [], []
        for h in range(H):
            kh, vh = self.kv_for(h)
            s = q[:, h] @ np.swapaxes(kh, -1, -2) / np.sqrt(D)
            if mask is not None:
                mh = np.broadcast_to(mask, (B, H) + s.shape[1:])[:, h]
                s = np.where(mh, s, -np.inf)
            m = s.max(-1, keepdims=True)
            m = np.where(np.isfinite(m), m, 0)
            e = np.exp(s - m)
            z = e.sum(-1, keepdims=True)
            p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
            ws.append(p)
            outs.append(p @ vh)
        dt = np.result_type(self.q, self.k, self.v)
        return np.stack(outs, 1).astype(dt), np.stack(ws, 1).astype(dt)


def grouped_query_attention(q, k, v, mask=None):
    return GQA(q, k, v).run(mask)
