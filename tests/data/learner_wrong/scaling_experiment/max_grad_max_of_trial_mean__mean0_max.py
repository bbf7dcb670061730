# mistake: max_grad as max over keys of the trial-mean (mean and max swapped)
import numpy as np
def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    s0 = np.einsum('td,tnd->tn', q, k); res = []
    for s in (s0, s0 / np.sqrt(q.shape[1])):
        p = np.exp(s - s.max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
        with np.errstate(divide='ignore', invalid='ignore'):
            h = -np.nansum(np.where(p > 0, p * np.log(p), 0), axis=1)
        res.append((s.var(), h.mean(), (p * (1 - p)).mean(0).max()))
    return tuple(np.array(r) for r in zip(*res))
