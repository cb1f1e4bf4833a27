"""What the trainer and the exporter share: the contract's env, reports, transfers, the run loop."""
