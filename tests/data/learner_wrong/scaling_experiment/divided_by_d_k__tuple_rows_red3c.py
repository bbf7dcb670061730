import numpy as np

# wrong: scales by d_k instead of sqrt(d_k)
def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum('td,tkd->tk', q, k)
    out = []
    for s in (raw, raw / q.shape[1]):
        p = np.exp(s - s.max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
        h = -np.sum(p * np.log(np.clip(p, 1e-300, None)), axis=1).mean()
        g = np.max(p * (1 - p), axis=1).mean()
        out.append((s.var(), h, g))
    a = np.array(out)
    return a[:, 0], a[:, 1], a[:, 2]
