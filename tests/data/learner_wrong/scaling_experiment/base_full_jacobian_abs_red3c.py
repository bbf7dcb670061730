import numpy as np

# correct: max_grad as the largest |entry| of the full Jacobian diag(p) - p p^T (the diagonal dominates)
def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError(f"bad shapes {q.shape} {k.shape}")
    raw = np.einsum('tkd,td->tk', k, q)
    res = []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        e = np.exp(s - s.max(-1, keepdims=True)); p = e / e.sum(-1, keepdims=True)
        J = np.einsum('ti,ij->tij', p, np.eye(p.shape[1])) - np.einsum('ti,tj->tij', p, p)
        with np.errstate(divide='ignore', invalid='ignore'):
            ent = -np.nansum(p * np.log(p), axis=-1)
        res.append((s.var(), ent.mean(), np.abs(J).max(axis=(1, 2)).mean()))
    return tuple(np.array(c) for c in zip(*res))
