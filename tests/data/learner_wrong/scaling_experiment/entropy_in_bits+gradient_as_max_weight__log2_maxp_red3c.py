import numpy as np

# wrong: entropy in bits (log2) and max_grad as max p instead of max p(1-p)
def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = np.einsum('td,tkd->tk', q, k)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        p = np.exp(s - s.max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
        var.append(s.var())
        ent.append(np.mean(-np.sum(p * np.log2(np.clip(p, 1e-300, None)), axis=1)))
        mg.append(np.mean(np.max(p, axis=1)))
    return np.array(var), np.array(ent), np.array(mg)
