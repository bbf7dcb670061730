import numpy as np


def scaling_experiment(q, k):
    """Measure what the 1/sqrt(d_k) in attention does: score variance, softmax entropy, gradient size.

    Args:
        q: float ndarray ``(n_trials, d_k)``: one random query per trial (entries ~ N(0, 1)).
        k: float ndarray ``(n_trials, n_keys, d_k)``: the keys that trial's query is compared with.

    Returns:
        A tuple ``(variance, entropy, max_grad)``, each a float ndarray of shape ``(2,)`` where
        index 0 is WITHOUT scaling (scores ``s = k_t . q_t``) and index 1 is WITH scaling
        (``s / sqrt(d_k)``):

        - ``variance``: the population variance (``np.var``, ddof 0) of all ``n_trials * n_keys`` scores;
        - ``entropy``: the mean over trials of the entropy of ``p = softmax(s)`` over the keys, in
          nats: ``-sum_j p_j log p_j`` with ``0 log 0 = 0``;
        - ``max_grad``: the mean over trials of ``max_j p_j (1 - p_j)``, the largest entry of the
          softmax Jacobian ``diag(p) - p p^T`` (the largest gradient a score can receive).

    Raises:
        ValueError: the shapes do not fit ``(n_trials, d_k)`` and ``(n_trials, n_keys, d_k)``.

    Conventions:
        Softmax over the KEYS of each trial, numerically stable (scores reach ~±100 for large d_k).

    Source: Vaswani et al. 2017, §3.2.1 and footnote 4 (q . k has variance d_k; large scores push
    the softmax into regions with extremely small gradients).
    """
    raise NotImplementedError
