import numpy as np


class ResidualStream:
    """The residual stream owns the dtype; updates must match its shape exactly."""

    def __init__(self, e):
        self.e = np.asarray(e)

    def add(self, delta_e):
        delta_e = np.asarray(delta_e)
        if delta_e.shape != self.e.shape:
            raise ValueError(f"delta_e shape {delta_e.shape} != e shape {self.e.shape}")
        out = np.empty_like(self.e)
        np.add(self.e, delta_e, out=out, casting="unsafe")
        return out


def residual_update(e, delta_e):
    return ResidualStream(e).add(delta_e)
